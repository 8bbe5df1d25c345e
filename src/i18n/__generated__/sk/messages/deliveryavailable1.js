/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryavailable1Inputs */

const sk_deliveryavailable1 = /** @type {(inputs: Deliveryavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 2–4 pracovné dni`)
};

/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const deliveryavailable1 = sk_deliveryavailable1;
export { deliveryavailable1 as "deliveryAvailable" }