/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformremoveline2Inputs */

const de_ch2_orderformremoveline2 = /** @type {(inputs: Orderformremoveline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artikel ${i?.position} entfernen`)
};

/**

* @param {Orderformremoveline2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformremoveline2 = de_ch2_orderformremoveline2;
export { orderformremoveline2 as "orderformRemoveLine" }