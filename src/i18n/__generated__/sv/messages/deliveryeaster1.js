/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const sv_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`levereras före påsk`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = sv_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }