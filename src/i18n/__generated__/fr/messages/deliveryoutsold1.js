/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutsold1Inputs */

const fr_deliveryoutsold1 = /** @type {(inputs: Deliveryoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épuisé`)
};

/**

* @param {Deliveryoutsold1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliveryoutsold1 = fr_deliveryoutsold1;
export { deliveryoutsold1 as "deliveryOutsold" }