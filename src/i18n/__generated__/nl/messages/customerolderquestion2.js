/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderquestion2Inputs */

const nl_customerolderquestion2 = /** @type {(inputs: Customerolderquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoek je facturen die ouder zijn dan 12 maanden?`)
};

/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerolderquestion2 = nl_customerolderquestion2;
export { customerolderquestion2 as "customerOlderQuestion" }