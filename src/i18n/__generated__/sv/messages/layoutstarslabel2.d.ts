export { layoutstarslabel2 as "layoutStarsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutstarslabel2Inputs = {
    stars: NonNullable<unknown>;
};
/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutstarslabel2: ((inputs: Layoutstarslabel2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutstarslabel2Inputs, {
    locale?: "sv";
}, {}>;
