/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderpaymentpausesurcharge3Inputs */

const de_orderpaymentpausesurcharge3 = /** @type {(inputs: Orderpaymentpausesurcharge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlpause-Zuschlag`)
};

/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderpaymentpausesurcharge3 = de_orderpaymentpausesurcharge3;
export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" }