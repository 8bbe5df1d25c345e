/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformremoveline2Inputs */

const fr_orderformremoveline2 = /** @type {(inputs: Orderformremoveline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer l’article ${i?.position}`)
};

/**

* @param {Orderformremoveline2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformremoveline2 = fr_orderformremoveline2;
export { orderformremoveline2 as "orderformRemoveLine" }