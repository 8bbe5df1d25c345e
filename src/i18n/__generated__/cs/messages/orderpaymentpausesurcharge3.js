/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderpaymentpausesurcharge3Inputs */

const cs_orderpaymentpausesurcharge3 = /** @type {(inputs: Orderpaymentpausesurcharge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Příplatek za odklad platby`)
};

/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderpaymentpausesurcharge3 = cs_orderpaymentpausesurcharge3;
export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" }