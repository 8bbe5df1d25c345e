/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const nl_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leverbaar vóór Pasen`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = nl_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }