/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalid2Inputs */

const sv_accountemailinvalid2 = /** @type {(inputs: Accountemailinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bekräftelselänken är ogiltig`)
};

/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailinvalid2 = sv_accountemailinvalid2;
export { accountemailinvalid2 as "accountEmailInvalid" }