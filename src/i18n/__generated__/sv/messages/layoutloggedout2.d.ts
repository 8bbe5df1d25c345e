export { layoutloggedout2 as "layoutLoggedOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutloggedout2Inputs = {
    label: NonNullable<unknown>;
};
/**

* @param {Layoutloggedout2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutloggedout2: ((inputs: Layoutloggedout2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutloggedout2Inputs, {
    locale?: "sv";
}, {}>;
