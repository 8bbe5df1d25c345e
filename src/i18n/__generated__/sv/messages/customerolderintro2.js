/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderintro2Inputs */

const sv_customerolderintro2 = /** @type {(inputs: Customerolderintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fakturor som är äldre än 12 månader skickar vi till dig per post.`)
};

/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerolderintro2 = sv_customerolderintro2;
export { customerolderintro2 as "customerOlderIntro" }