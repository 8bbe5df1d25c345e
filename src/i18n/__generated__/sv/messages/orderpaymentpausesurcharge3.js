/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderpaymentpausesurcharge3Inputs */

const sv_orderpaymentpausesurcharge3 = /** @type {(inputs: Orderpaymentpausesurcharge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillägg för betalpaus`)
};

/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderpaymentpausesurcharge3 = sv_orderpaymentpausesurcharge3;
export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" }