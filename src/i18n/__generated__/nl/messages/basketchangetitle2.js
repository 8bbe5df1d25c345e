/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangetitle2Inputs */

const nl_basketchangetitle2 = /** @type {(inputs: Basketchangetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel wijzigen`)
};

/**

* @param {Basketchangetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketchangetitle2 = nl_basketchangetitle2;
export { basketchangetitle2 as "basketChangeTitle" }