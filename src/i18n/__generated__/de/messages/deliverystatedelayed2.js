/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystatedelayed2Inputs */

const de_deliverystatedelayed2 = /** @type {(inputs: Deliverystatedelayed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel lieferbar`)
};

/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const deliverystatedelayed2 = de_deliverystatedelayed2;
export { deliverystatedelayed2 as "deliveryStateDelayed" }