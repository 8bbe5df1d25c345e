/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnextimage2Inputs */

const nl_productnextimage2 = /** @type {(inputs: Productnextimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgende afbeelding`)
};

/**

* @param {Productnextimage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productnextimage2 = nl_productnextimage2;
export { productnextimage2 as "productNextImage" }