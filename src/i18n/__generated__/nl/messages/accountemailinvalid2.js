/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalid2Inputs */

const nl_accountemailinvalid2 = /** @type {(inputs: Accountemailinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De bevestigingslink is ongeldig`)
};

/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailinvalid2 = nl_accountemailinvalid2;
export { accountemailinvalid2 as "accountEmailInvalid" }