/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryeaster2Inputs */

const cs_tiledeliveryeaster2 = /** @type {(inputs: Tiledeliveryeaster2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodání do Velikonoc`)
};

/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliveryeaster2 = cs_tiledeliveryeaster2;
export { tiledeliveryeaster2 as "tileDeliveryEaster" }