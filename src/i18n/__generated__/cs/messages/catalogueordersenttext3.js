/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersenttext3Inputs */

const cs_catalogueordersenttext3 = /** @type {(inputs: Catalogueordersenttext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalogy u Vás budou během několika dní.`)
};

/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersenttext3 = cs_catalogueordersenttext3;
export { catalogueordersenttext3 as "catalogueOrderSentText" }