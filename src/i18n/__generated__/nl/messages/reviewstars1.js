/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewstars1Inputs */

const nl_reviewstars1 = /** @type {(inputs: Reviewstars1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ster`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} sterren`);
	return /** @type {LocalizedString} */ ("reviewStars");
};

/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewstars1 = nl_reviewstars1;
export { reviewstars1 as "reviewStars" }