export { layoutskip1 as "layoutSkip" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutskip1Inputs = {
    target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations";
};
/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutskip1: ((inputs: Layoutskip1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutskip1Inputs, {
    locale?: "de-CH";
}, {}>;
