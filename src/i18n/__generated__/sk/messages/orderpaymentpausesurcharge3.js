/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderpaymentpausesurcharge3Inputs */

const sk_orderpaymentpausesurcharge3 = /** @type {(inputs: Orderpaymentpausesurcharge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Príplatok za odklad platby`)
};

/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderpaymentpausesurcharge3 = sk_orderpaymentpausesurcharge3;
export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" }