export { no_reviews_with_one_star20 as "NO_REVIEWS_WITH_ONE_STAR" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Reviews_With_One_Star20Inputs = {};
/**

* @param {No_Reviews_With_One_Star20Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const no_reviews_with_one_star20: ((inputs?: No_Reviews_With_One_Star20Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Reviews_With_One_Star20Inputs, {
    locale?: "sk";
}, {}>;
