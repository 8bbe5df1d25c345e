export { tilemorecolours2 as "tileMoreColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemorecolours2Inputs = {};
/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tilemorecolours2: ((inputs?: Tilemorecolours2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemorecolours2Inputs, {
    locale?: "de";
}, {}>;
