/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersenttext3Inputs */

const fr_catalogueordersenttext3 = /** @type {(inputs: Catalogueordersenttext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos catalogues arriveront chez vous d’ici quelques jours.`)
};

/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordersenttext3 = fr_catalogueordersenttext3;
export { catalogueordersenttext3 as "catalogueOrderSentText" }