/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformremoveline2Inputs */

const sv_orderformremoveline2 = /** @type {(inputs: Orderformremoveline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ta bort vara ${i?.position}`)
};

/**

* @param {Orderformremoveline2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformremoveline2 = sv_orderformremoveline2;
export { orderformremoveline2 as "orderformRemoveLine" }