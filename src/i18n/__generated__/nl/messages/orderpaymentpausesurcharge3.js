/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderpaymentpausesurcharge3Inputs */

const nl_orderpaymentpausesurcharge3 = /** @type {(inputs: Orderpaymentpausesurcharge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toeslag betaalpauze`)
};

/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderpaymentpausesurcharge3 = nl_orderpaymentpausesurcharge3;
export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" }