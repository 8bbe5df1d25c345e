/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersenttext3Inputs */

const nl_catalogueordersenttext3 = /** @type {(inputs: Catalogueordersenttext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je catalogi liggen binnen een paar dagen bij je in de bus.`)
};

/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersenttext3 = nl_catalogueordersenttext3;
export { catalogueordersenttext3 as "catalogueOrderSentText" }