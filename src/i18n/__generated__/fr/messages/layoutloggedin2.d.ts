export { layoutloggedin2 as "layoutLoggedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutloggedin2Inputs = {
    label: NonNullable<unknown>;
};
/**

* @param {Layoutloggedin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutloggedin2: ((inputs: Layoutloggedin2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutloggedin2Inputs, {
    locale?: "fr";
}, {}>;
