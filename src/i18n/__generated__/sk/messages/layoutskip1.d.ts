export { layoutskip1 as "layoutSkip" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutskip1Inputs = {
    target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations";
};
/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutskip1: ((inputs: Layoutskip1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutskip1Inputs, {
    locale?: "sk";
}, {}>;
