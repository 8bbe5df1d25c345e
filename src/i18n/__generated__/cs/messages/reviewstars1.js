/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewstars1Inputs */

const cs_reviewstars1 = /** @type {(inputs: Reviewstars1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hvězdička`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} hvězdičky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} hvězdičky`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hvězdiček`);
	return /** @type {LocalizedString} */ ("reviewStars");
};

/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewstars1 = cs_reviewstars1;
export { reviewstars1 as "reviewStars" }