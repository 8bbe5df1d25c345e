export { no_reviews_with_rating19 as "NO_REVIEWS_WITH_RATING" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Reviews_With_Rating19Inputs = {
    rating: NonNullable<unknown>;
};
/**

* @param {No_Reviews_With_Rating19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const no_reviews_with_rating19: ((inputs: No_Reviews_With_Rating19Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Reviews_With_Rating19Inputs, {
    locale?: "nl";
}, {}>;
