/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutsold1Inputs */

const nl_deliveryoutsold1 = /** @type {(inputs: Deliveryoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitverkocht`)
};

/**

* @param {Deliveryoutsold1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliveryoutsold1 = nl_deliveryoutsold1;
export { deliveryoutsold1 as "deliveryOutsold" }