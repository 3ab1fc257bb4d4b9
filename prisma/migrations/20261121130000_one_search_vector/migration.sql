-- One text-search document instead of three. name_vector and title_vector repeated what
-- search_vector already holds with its weights (name A, category B, group C, description D):
-- a tsquery whose words carry weight labels ('plumb':A, 'plumb':ABC) matches only lexemes of
-- those weights, and search_vector's GIN index serves it (the weights are rechecked on the row,
-- which a search reads anyway). Every insert and update computed and indexed the name three
-- times and the category twice; dropping the two columns drops their GIN indexes with them.
ALTER TABLE "businesses" DROP COLUMN "name_vector", DROP COLUMN "title_vector";
