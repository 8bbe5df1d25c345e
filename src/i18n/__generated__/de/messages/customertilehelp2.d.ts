export { customertilehelp2 as "customerTileHelp" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilehelp2Inputs = {};
/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customertilehelp2: ((inputs?: Customertilehelp2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilehelp2Inputs, {
    locale?: "de";
}, {}>;
