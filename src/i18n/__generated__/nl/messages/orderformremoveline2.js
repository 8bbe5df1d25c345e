/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformremoveline2Inputs */

const nl_orderformremoveline2 = /** @type {(inputs: Orderformremoveline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artikel ${i?.position} verwijderen`)
};

/**

* @param {Orderformremoveline2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformremoveline2 = nl_orderformremoveline2;
export { orderformremoveline2 as "orderformRemoveLine" }