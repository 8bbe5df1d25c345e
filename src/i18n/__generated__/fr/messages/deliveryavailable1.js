/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryavailable1Inputs */

const fr_deliveryavailable1 = /** @type {(inputs: Deliveryavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 2 à 4 jours ouvrés`)
};

/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliveryavailable1 = fr_deliveryavailable1;
export { deliveryavailable1 as "deliveryAvailable" }