export { customertilehelp2 as "customerTileHelp" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilehelp2Inputs = {};
/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customertilehelp2: ((inputs?: Customertilehelp2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilehelp2Inputs, {
    locale?: "fr";
}, {}>;
