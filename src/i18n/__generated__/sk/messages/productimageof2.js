/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productimageof2Inputs */

const sk_productimageof2 = /** @type {(inputs: Productimageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obrázok ${i?.number} z ${i?.count}`)
};

/**

* @param {Productimageof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productimageof2 = sk_productimageof2;
export { productimageof2 as "productImageOf" }