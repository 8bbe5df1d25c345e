/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformremoveline2Inputs */

const cs_orderformremoveline2 = /** @type {(inputs: Orderformremoveline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odebrat položku ${i?.position}`)
};

/**

* @param {Orderformremoveline2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformremoveline2 = cs_orderformremoveline2;
export { orderformremoveline2 as "orderformRemoveLine" }