/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersenttext3Inputs */

const sv_catalogueordersenttext3 = /** @type {(inputs: Catalogueordersenttext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dina kataloger kommer inom några dagar.`)
};

/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordersenttext3 = sv_catalogueordersenttext3;
export { catalogueordersenttext3 as "catalogueOrderSentText" }