/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryeaster2Inputs */

const nl_tiledeliveryeaster2 = /** @type {(inputs: Tiledeliveryeaster2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leverbaar vóór Pasen`)
};

/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliveryeaster2 = nl_tiledeliveryeaster2;
export { tiledeliveryeaster2 as "tileDeliveryEaster" }