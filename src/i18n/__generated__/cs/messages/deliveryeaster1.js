/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const cs_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodání do Velikonoc`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = cs_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }