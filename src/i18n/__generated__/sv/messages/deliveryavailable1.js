/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryavailable1Inputs */

const sv_deliveryavailable1 = /** @type {(inputs: Deliveryavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveranstid 2–4 arbetsdagar`)
};

/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliveryavailable1 = sv_deliveryavailable1;
export { deliveryavailable1 as "deliveryAvailable" }