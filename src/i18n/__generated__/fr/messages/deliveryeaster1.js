/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const fr_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livrable avant Pâques`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = fr_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }