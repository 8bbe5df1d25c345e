/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryavailable1Inputs */

const cs_deliveryavailable1 = /** @type {(inputs: Deliveryavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 2–4 pracovní dny`)
};

/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliveryavailable1 = cs_deliveryavailable1;
export { deliveryavailable1 as "deliveryAvailable" }