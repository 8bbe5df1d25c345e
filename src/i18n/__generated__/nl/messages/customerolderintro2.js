/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderintro2Inputs */

const nl_customerolderintro2 = /** @type {(inputs: Customerolderintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturen die ouder zijn dan 12 maanden sturen we je per post.`)
};

/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerolderintro2 = nl_customerolderintro2;
export { customerolderintro2 as "customerOlderIntro" }