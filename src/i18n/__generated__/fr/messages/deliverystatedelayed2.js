/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystatedelayed2Inputs */

const fr_deliverystatedelayed2 = /** @type {(inputs: Deliverystatedelayed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article livrable`)
};

/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliverystatedelayed2 = fr_deliverystatedelayed2;
export { deliverystatedelayed2 as "deliveryStateDelayed" }