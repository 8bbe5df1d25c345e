/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutsold1Inputs */

const cs_deliveryoutsold1 = /** @type {(inputs: Deliveryoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyprodáno`)
};

/**

* @param {Deliveryoutsold1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliveryoutsold1 = cs_deliveryoutsold1;
export { deliveryoutsold1 as "deliveryOutsold" }