/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystatedelayed2Inputs */

const nl_deliverystatedelayed2 = /** @type {(inputs: Deliverystatedelayed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel leverbaar`)
};

/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliverystatedelayed2 = nl_deliverystatedelayed2;
export { deliverystatedelayed2 as "deliveryStateDelayed" }