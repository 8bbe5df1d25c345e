/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productimageof2Inputs */

const cs_productimageof2 = /** @type {(inputs: Productimageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obrázek ${i?.number} z ${i?.count}`)
};

/**

* @param {Productimageof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productimageof2 = cs_productimageof2;
export { productimageof2 as "productImageOf" }