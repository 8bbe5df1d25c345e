/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryavailable1Inputs */

const nl_deliveryavailable1 = /** @type {(inputs: Deliveryavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levertijd 2–4 werkdagen`)
};

/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliveryavailable1 = nl_deliveryavailable1;
export { deliveryavailable1 as "deliveryAvailable" }